import { PageHeader } from '../../ui/page-header';

export default function KnowledgePage() {
  return (
    <PageHeader
      title="Knowledge Library"
      subtitle="Upload and manage the knowledge parents' questions are answered from"
    />
  );
}
