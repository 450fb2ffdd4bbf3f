// A dialog's form that closes without a change of address (a note, a new mail): its close button, Escape and
// "Cancelar" ask first when it holds changes not saved. A save closes it without asking.
import { type ReactNode, useState } from 'react';
import { DiscardQuestion } from './discard-question';

export function useAskBeforeClosing(
  hasChanges: () => boolean,
  onClose: () => void,
): { close: () => void; question: ReactNode; isAsking: boolean } {
  const [isAsking, setIsAsking] = useState(false);
  const close = () => (hasChanges() ? setIsAsking(true) : onClose());
  const leave = () => {
    setIsAsking(false);
    onClose();
  };
  return {
    close,
    question: <DiscardQuestion opened={isAsking} onStay={() => setIsAsking(false)} onLeave={leave} />,
    isAsking,
  };
}
