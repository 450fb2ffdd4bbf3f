// The document the URL names, loaded by id (it need not be on the list's current page).
import { useGetDocument } from '@api/endpoints/node-documents/node-documents';
import { QueryState } from '../shared/query-state';
import { DocumentPanel } from './document-panel';

export function OpenDocument({ documentId }: { documentId: string }) {
  const document = useGetDocument(documentId);
  return <QueryState result={document}>{document.data && <DocumentPanel document={document.data} />}</QueryState>;
}
