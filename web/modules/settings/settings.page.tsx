import { PageHeader } from '../../ui/page-header';

export default function SettingsPage() {
  return (
    <PageHeader
      title="Settings"
      subtitle="Integration settings for e-mail forwarding and WhatsApp parent access"
    />
  );
}
