import type { ApplicationExportQueryInput } from '@club/contracts';
import { styled } from '@club/stack';
import { Download } from 'lucide-react';
import { exportApplicationsUrl } from '../api/export-applications-url';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

/** Downloads the filtered list (every page) as a CSV file for spreadsheet software. */
export function ExportLink({ query }: { query: ApplicationExportQueryInput }) {
  return (
    <Anchor href={exportApplicationsUrl(query)} download>
      <Download size={18} aria-hidden="true" focusable="false" />
      Exporter en CSV
    </Anchor>
  );
}
