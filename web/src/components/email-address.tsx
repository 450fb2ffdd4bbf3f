// An e-mail address that may wrap after its @ rather than anywhere in a word.
import { WrapAfter } from './wrap-after';

export function EmailAddress({ address }: { address: string }) {
  return <WrapAfter text={address} separator="@" />;
}
