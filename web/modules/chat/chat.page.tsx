import { PageHeader } from '../../ui/page-header';

export default function ChatPage() {
  return <PageHeader title="Chat" subtitle="Test the knowledge base chat functionality" />;
}
