import styled from 'styled-components';
import type { DisputeFileKind } from '@vouch/domain';

const Icon = styled.svg`
  flex: none;
  width: 28px;
  height: 34px;
`;

const KIND_COLORS: Record<DisputeFileKind, string> = {
  doc: '#2b579a',
  jpeg: '#8a5a00',
  pdf: '#b3261e',
  png: '#0b6e4f',
  tiff: '#5b3c88',
};

/** Spec §4: the document-type icon of a dispute file (doc, jpeg, pdf, png, tiff): a page with its kind on it. */
export function DisputeFileIcon({ kind }: { kind: DisputeFileKind }) {
  return (
    <Icon viewBox="0 0 28 34" aria-hidden="true" focusable="false">
      <path d="M2 1h17l8 8v24H2z" fill="#fff" stroke={KIND_COLORS[kind]} strokeWidth="2" />
      <path d="M19 1v8h8" fill="none" stroke={KIND_COLORS[kind]} strokeWidth="2" />
      <rect x="0" y="17" width="26" height="11" rx="2" fill={KIND_COLORS[kind]} />
      <text
        x="13"
        y="25.5"
        textAnchor="middle"
        fontSize="8"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {kind.toUpperCase()}
      </text>
    </Icon>
  );
}
