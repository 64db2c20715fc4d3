/** Colours that read on the light and the dark card alike; text and lines follow the card's text colour. */
export const chartColors = { bar: '#3b82f6', line: '#2563eb', area: '#60a5fa' } as const;
export const axisProps = {
  tick: { fill: 'currentColor', fontSize: 12 },
  stroke: 'currentColor',
  strokeOpacity: 0.4,
} as const;
export const gridProps = { stroke: 'currentColor', strokeOpacity: 0.15, strokeDasharray: '3 3' } as const;
