import { Card, CardBody, ErrorBox, PageHeader, Skeleton } from '../../ui';
import { SETTINGS_MESSAGES, useEmailSettings, useSchoolProfile, useWhatsappSettings } from './settings.api';
import { EmailForwardingCard, WhatsappAccessCard } from './settings.integrations';
import { SchoolProfileCard } from './settings.school-profile';
import { SchoolHoursCard } from './settings.school-hours';
import { WhatsappConnectionCard } from './whatsapp-connection';

function CardSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <Card aria-hidden>
      <CardBody className="space-y-3">
        <Skeleton className="h-5 w-48" />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full max-w-md" />
        ))}
      </CardBody>
    </Card>
  );
}

/**
 * Settings (docs/product-spec.md Settings): e-mail forwarding with the address and
 * a copy action, WhatsApp parent access, each saved on change, with the WhatsApp connection card
 * under the toggle; and the school profile.
 */
export default function SettingsPage() {
  const email = useEmailSettings();
  const whatsapp = useWhatsappSettings();
  const school = useSchoolProfile();
  const loading = email.isPending || whatsapp.isPending || school.isPending;
  const failed = email.isError || whatsapp.isError || school.isError;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Settings"
        subtitle="Integration settings for e-mail forwarding and WhatsApp parent access"
      />
      {failed ? (
        <ErrorBox
          message={SETTINGS_MESSAGES.loadFailed}
          onRetry={() => {
            void email.refetch();
            void whatsapp.refetch();
            void school.refetch();
          }}
        />
      ) : loading ? (
        <div className="space-y-6" role="status" aria-label="Loading settings">
          <CardSkeleton lines={3} />
          <CardSkeleton />
          <CardSkeleton lines={4} />
        </div>
      ) : (
        <div className="space-y-6">
          <EmailForwardingCard settings={email.data} />
          <WhatsappAccessCard settings={whatsapp.data} />
          <WhatsappConnectionCard />
          <SchoolProfileCard profile={school.data} />
          <SchoolHoursCard profile={school.data} />
        </div>
      )}
    </div>
  );
}
