// An e-mail address that may wrap after its @ rather than anywhere in a word: a <wbr>, so that a copied
// address gains no character.
export function EmailAddress({ address }: { address: string }) {
  const afterAt = address.indexOf('@') + 1;
  if (afterAt === 0) return address;
  return (
    <>
      {address.slice(0, afterAt)}
      <wbr />
      {address.slice(afterAt)}
    </>
  );
}
