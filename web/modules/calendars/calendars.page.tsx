import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Banner, Button, PageHeader, useBanner } from '../../ui';
import { AddCalendarDialog } from './calendars.add-dialog';
import { CalendarList } from './calendars.list';
import { CalendarMonth } from './calendars.month';
import { SyncSettings } from './calendars.sync-settings';

/** Calendar Management (/calendar), docs/product-spec.md */
export default function CalendarPage() {
  const [adding, setAdding] = useState(false);
  const { banner, showSuccess, showError, clear } = useBanner();

  return (
    <div className="space-y-6">
      <PageHeader
        className="mb-0"
        title="Calendar Management"
        subtitle="Connect school calendars so events are part of the knowledge base"
        actions={
          <Button icon={Plus} onClick={() => setAdding(true)}>
            Add Calendar
          </Button>
        }
      />
      <Banner banner={banner} onDismiss={clear} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CalendarList onSuccess={showSuccess} onError={showError} />
        </div>
        <div>
          <SyncSettings onSuccess={showSuccess} onError={showError} />
        </div>
      </div>
      {/* Full width: a month needs room for the day titles to be read at a glance. */}
      <CalendarMonth />
      <AddCalendarDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={() => {
          setAdding(false);
          showSuccess('Calendar added successfully!');
        }}
      />
    </div>
  );
}
