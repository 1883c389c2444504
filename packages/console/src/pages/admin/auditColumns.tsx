import type { AuditEntry } from '@corvane/contract';
import { defineColumns } from '@corvane/ui';
import { actionName } from './auditActions';
import { actorText, detailsText, targetText } from './auditWords';

// The audit log table's columns: in the server's order (newest first), none sortable.

const WHEN_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

export function auditColumns(emails: ReadonlyMap<string, string>) {
  return defineColumns<AuditEntry>()([
    {
      id: 'at',
      header: 'When (UTC)',
      value: (entry) => new Date(entry.at),
      dateFormat: WHEN_FORMAT,
      rowHeader: true,
    },
    {
      id: 'actor',
      header: 'Who',
      value: actorText,
      cell: (entry) => (
        <span className="audit-log__wrap audit-log__wrap--wide">{actorText(entry)}</span>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      value: (entry) => actionName(entry.action),
    },
    {
      id: 'target',
      header: 'Target',
      value: (entry) => targetText(entry, emails) || null,
      cell: (entry) => {
        const text = targetText(entry, emails);
        return text ? <span className="audit-log__wrap">{text}</span> : '—';
      },
    },
    {
      id: 'details',
      header: 'Details',
      value: (entry) => detailsText(entry) || null,
      cell: (entry) => (
        <span className="audit-log__wrap audit-log__wrap--wide">{detailsText(entry) || '—'}</span>
      ),
    },
    { id: 'address', header: 'Address', value: (entry) => entry.ip },
  ]);
}
