import { Box, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatEarned, formatEngagementRate } from '@portal/domain/analytics/numbers';
import type { AnalyticsMonth } from '../types';

const H = 220;
const PAD = { top: 16, right: 44, bottom: 28, left: 56 };
const EARNED_COLOR = 'var(--mantine-color-teal-7)';
const RATE_COLOR = 'var(--mantine-color-grape-7)';

/** 'YYYY-MM' → 'Mar 2024' (UTC, so the month never shifts with the viewer's zone). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, m! - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A scale's top: the maximum rounded up to 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((f) => f * power >= value) ?? 10) * power;
}

/**
 * Earnings (bars) and engagement rate (line) by month of posting. The drawing is hidden from
 * assistive technology; the same numbers are in a table for screen readers.
 */
export function EarningsChart({ months }: { months: AnalyticsMonth[] }) {
  // Drawn at the width it is shown, so labels keep their size on a phone.
  const { ref, width } = useElementSize();
  const W = Math.max(300, Math.round(width) || 600);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const earnedMax = niceMax(Math.max(...months.map((m) => m.earned)));
  const rateMax = niceMax(Math.max(...months.map((m) => m.eng_rate)));
  const slot = innerW / Math.max(months.length, 1);
  const barW = Math.min(36, slot * 0.6);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yEarned = (v: number) => PAD.top + innerH - (v / earnedMax) * innerH;
  const yRate = (v: number) => PAD.top + innerH - (v / rateMax) * innerH;
  const line = months.map((m, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${yRate(m.eng_rate)}`).join(' ');

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Earnings and engagement over time
          </Title>
          <Group gap="md" aria-hidden>
            <Group gap={6}>
              <span style={{ width: 12, height: 12, background: EARNED_COLOR, borderRadius: 2 }} />
              <Text size="sm">Earned</Text>
            </Group>
            <Group gap={6}>
              <span style={{ width: 14, height: 3, background: RATE_COLOR }} />
              <Text size="sm">Engagement Rate</Text>
            </Group>
          </Group>
        </Group>
        <Box ref={ref} w="100%">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            width="100%"
            aria-hidden="true"
            focusable="false"
            data-testid="earnings-chart"
            height={H}
            style={{ display: 'block' }}
          >
            {[0, 0.5, 1].map((f) => (
              <g key={f}>
                <line
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={PAD.top + innerH * (1 - f)}
                  y2={PAD.top + innerH * (1 - f)}
                  stroke="var(--mantine-color-gray-3)"
                />
                <text
                  x={PAD.left - 6}
                  y={PAD.top + innerH * (1 - f) + 4}
                  textAnchor="end"
                  fontSize="11"
                  fill="var(--mantine-color-gray-8)"
                >
                  {formatEarned(earnedMax * f)}
                </text>
                <text
                  x={W - PAD.right + 6}
                  y={PAD.top + innerH * (1 - f) + 4}
                  fontSize="11"
                  fill="var(--mantine-color-gray-8)"
                >
                  {formatEngagementRate(rateMax * f)}
                </text>
              </g>
            ))}
            {months.map((m, i) => (
              <g key={m.month}>
                <rect
                  x={x(i) - barW / 2}
                  y={yEarned(m.earned)}
                  width={barW}
                  height={PAD.top + innerH - yEarned(m.earned)}
                  rx={3}
                  fill={EARNED_COLOR}
                />
                <text
                  x={x(i)}
                  y={H - 8}
                  textAnchor="middle"
                  fontSize="11"
                  fill="var(--mantine-color-gray-8)"
                >
                  {monthLabel(m.month).split(' ')[0]}
                </text>
              </g>
            ))}
            <path d={line} fill="none" stroke={RATE_COLOR} strokeWidth={2.5} />
            {months.map((m, i) => (
              <circle key={m.month} cx={x(i)} cy={yRate(m.eng_rate)} r={4} fill={RATE_COLOR} />
            ))}
          </svg>
        </Box>
        <VisuallyHidden>
          <table>
            <caption>Earnings and engagement rate by month of posting</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Posts</th>
                <th scope="col">Earned</th>
                <th scope="col">Engagement Rate</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthLabel(m.month)}</th>
                  <td>{m.posts}</td>
                  <td>{formatEarned(m.earned)}</td>
                  <td>{formatEngagementRate(m.eng_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
