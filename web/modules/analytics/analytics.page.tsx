import { PageHeader } from '../../ui/page-header';

export default function AnalyticsPage() {
  return (
    <PageHeader title="Analytics Dashboard" subtitle="Parent queries, response times and category analysis" />
  );
}
