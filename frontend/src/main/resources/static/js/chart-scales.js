// Axis helpers shared by the trial, capacity and compare-variants charts.

// log-axis ticks dense enough to read p90 and p99: 1, 2, 3, 5 × 10^k over wide ranges, finer steps over a range
// of a decade or less (Chart.js alone labelled only 100, 120 and 250 on a 100–250 ms axis)
export function denseLogTicks(scale) {
  const { min, max } = scale;
  if (!(min > 0) || !(max > min)) {
    return;
  }
  const decades = Math.log10(max / min);
  const steps = decades <= 1.2 ? [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8] : decades <= 3 ? [1, 1.5, 2, 3, 5, 7] : [1, 2, 5];
  const ticks = [];
  for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++) {
    for (const step of steps) {
      const value = step * 10 ** e;
      if (value >= min * 0.999 && value <= max * 1.001) {
        ticks.push({ value });
      }
    }
  }
  if (ticks.length >= 2) {
    scale.ticks = ticks;
  }
}

// milliseconds as an axis label: "0.5", "150", "2 s"
export function millisLabel(value) {
  return value >= 1000 ? `${Number((value / 1000).toPrecision(3))} s` : `${Number(value.toPrecision(3))}`;
}

// a latency axis on a log scale with dense ticks labelled in ms (or s from 1000 ms on)
export function logLatencyAxis(title = 'ms', extra = {}) {
  return {
    type: 'logarithmic', title: { display: true, text: title }, afterBuildTicks: denseLogTicks,
    ticks: { autoSkip: false, callback: (value) => millisLabel(value) }, ...extra,
  };
}

// the HdrHistogram percentile plot's x: 1 / (1 − p), so that 90, 99, 99.9 and 99.99 % are a decade apart
export const percentileX = (percent) => 1 / (1 - Math.min(percent, 99.99) / 100);

const PERCENTILE_TICKS = [[1, '0 %'], [2, '50 %'], [10, '90 %'], [100, '99 %'], [1000, '99.9 %'], [10000, '99.99 %']];

export function percentileAxis() {
  return {
    type: 'logarithmic', min: 1, max: 10000, title: { display: true, text: 'percentile (log scale of 1 / (1 − p))' },
    afterBuildTicks: (scale) => {
      scale.ticks = PERCENTILE_TICKS.map(([value]) => ({ value }));
    },
    ticks: {
      autoSkip: false,
      callback: (value) => (PERCENTILE_TICKS.find(([x]) => Math.abs(x - value) < 1e-6) ?? [null, ''])[1],
    },
  };
}
