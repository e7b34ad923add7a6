import { PageHeader } from '../../ui/page-header';
import { WhatsappConnectionCard } from './whatsapp-connection';

export default function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" subtitle="Integration settings for e-mail forwarding and WhatsApp parent access" />
      <WhatsappConnectionCard />
    </div>
  );
}
