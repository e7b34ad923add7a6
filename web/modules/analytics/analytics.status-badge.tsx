import type { ChatRecord } from '../../../contracts/parent-queries.contract';
import { Badge } from '../../ui/badge';

/**
 * A parent query's status: Resolved, Answered by staff (a decline the office answered) or Unresolved.
 * The All Queries table and the dashboard's recent queries show the same badge.
 */
export function QueryStatusBadge({ chat }: { chat: ChatRecord }) {
  if (chat.resolved) return <Badge tone="green">Resolved</Badge>;
  if (chat.handled === 'answered') return <Badge tone="blue">Answered by staff</Badge>;
  return <Badge tone="orange">Unresolved</Badge>;
}
