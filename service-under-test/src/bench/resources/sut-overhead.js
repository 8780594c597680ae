// Open-model load for SutOverheadBenchmark: RATE requests/s at URL for DURATION, summary written as JSON.
import http from 'k6/http';

export const options = {
  discardResponseBodies: true,
  summaryTrendStats: ['min', 'med', 'p(50)', 'p(90)', 'p(99)', 'max'],
  scenarios: {
    overhead: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE),
      timeUnit: '1s',
      duration: __ENV.DURATION,
      preAllocatedVUs: Number(__ENV.VUS),
      maxVUs: Number(__ENV.VUS) * 4,
    },
  },
};

export default function () {
  http.get(__ENV.URL);
}

export function handleSummary(data) {
  return { [__ENV.SUMMARY_FILE]: JSON.stringify(data) };
}
