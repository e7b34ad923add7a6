import { PageHeader } from '../../ui/page-header';

export default function CalendarPage() {
  return (
    <PageHeader
      title="Calendar Management"
      subtitle="Connect school calendars so events are part of the knowledge base"
    />
  );
}
