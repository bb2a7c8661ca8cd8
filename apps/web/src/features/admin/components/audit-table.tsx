import type { AuditEntry } from '@flarescope/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './admin.module.css';
import { useAdminFormat } from './use-admin-format';

/** An event's details as one line: `kind: premium · reason: Signed the NDA`. */
const detailsText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');

type AuditTableProps = { entries: readonly AuditEntry[]; caption: string };

/** Audit events: when, what, about whom, by whom, from where, and the change with its reason. */
export const AuditTable = ({ entries, caption }: AuditTableProps) => {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const person = (who: AuditEntry['user']) =>
    who ? <Link to={paths.admin.user(who.id)}>{who.email || who.id}</Link> : null;
  return (
    <div className={classes.tableWrap} role="group" tabIndex={0} aria-label={caption}>
      <Table striped captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {(['time', 'event', 'user', 'actor', 'ip', 'details'] as const).map((column) => (
              <Table.Th key={column} scope="col">
                {t(`admin.audit.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.createdAt)}</Table.Td>
              <Table.Td>{t(`admin.events.${entry.event}`, { defaultValue: entry.event })}</Table.Td>
              <Table.Td>{person(entry.user)}</Table.Td>
              <Table.Td>{person(entry.actor)}</Table.Td>
              <Table.Td>{entry.ip}</Table.Td>
              {/* Field names and the administrator's own reason, in whatever language (lang="": unknown). */}
              <Table.Td lang="">
                <Text size="xs" style={{ wordBreak: 'break-word' }}>
                  {detailsText(entry.details)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
};
