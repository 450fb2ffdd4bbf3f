// Mail addresses arrive as "Name <address>" text; screens show the name and keep the address at hand.
export interface MailAddress {
  name: string;
  address: string;
}

export function parseAddress(text: string): MailAddress {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(text);
  if (!match) return { name: text.trim(), address: text.trim() };
  const [, name = '', address = ''] = match;
  return { name: name || address, address };
}
