import { PageHeader } from '../../ui/page-header';

export default function ParentsPage() {
  return (
    <PageHeader
      title="Parents Management"
      subtitle="Keep the directory of parents who can reach the assistant on WhatsApp"
    />
  );
}
