import type { RemoteReportBatch } from '@usb/schema/rest';
import { mockFetch } from '@usb/contracts/testing';
import { createReportQueue, flushOnPageExit, postReports, REPORT_DELAY_MS } from './remote-reports';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function recordingQueue() {
  const batches: RemoteReportBatch[] = [];
  return { batches, queue: createReportQueue((batch) => batches.push(batch)) };
}

describe('the report queue', () => {
  it('makes each report once per page: one LOAD and one ERROR per remote version, the first error message only', () => {
    const { batches, queue } = recordingQueue();
    queue.add({ name: 'remote-staff', version: '1.0.0-a', kind: 'LOAD' });
    queue.add({ name: 'remote-staff', version: '1.0.0-a', kind: 'LOAD' });
    queue.add({ name: 'remote-staff', version: '1.0.0-a', kind: 'ERROR', message: 'first' });
    queue.add({ name: 'remote-staff', version: '1.0.0-a', kind: 'ERROR', message: 'second' });
    queue.add({ name: 'remote-staff', version: '1.1.0-b', kind: 'LOAD' });
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(batches).toEqual([
      {
        reports: [
          { name: 'remote-staff', version: '1.0.0-a', kind: 'LOAD' },
          { name: 'remote-staff', version: '1.0.0-a', kind: 'ERROR', message: 'first' },
          { name: 'remote-staff', version: '1.1.0-b', kind: 'LOAD' },
        ],
      },
    ]);
    queue.add({ name: 'remote-staff', version: '1.0.0-a', kind: 'LOAD' });
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(batches).toHaveLength(1);
  });

  it('cuts a message to 300 characters', () => {
    const { batches, queue } = recordingQueue();
    queue.add({ name: 'remote-tasks', version: '1', kind: 'ERROR', message: 'x'.repeat(400) });
    queue.flush();
    expect(batches[0]?.reports[0]?.message).toHaveLength(300);
  });

  it('sends 2 s after the first unsent report, not after the last', () => {
    const { batches, queue } = recordingQueue();
    queue.add({ name: 'remote-staff', version: '1', kind: 'LOAD' });
    jest.advanceTimersByTime(REPORT_DELAY_MS - 500);
    queue.add({ name: 'remote-public', version: '1', kind: 'LOAD' });
    expect(batches).toHaveLength(0);
    jest.advanceTimersByTime(500);
    expect(batches).toEqual([{ reports: [expect.objectContaining({ name: 'remote-staff' }), expect.objectContaining({ name: 'remote-public' })] }]);
    queue.add({ name: 'remote-tasks', version: '1', kind: 'LOAD' });
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(batches).toHaveLength(2);
  });

  it('sends at most 20 reports to a request', () => {
    const { batches, queue } = recordingQueue();
    for (let index = 0; index < 45; index += 1) queue.add({ name: 'remote-staff', version: `1.0.${index}`, kind: 'LOAD' });
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(batches.map(({ reports }) => reports.length)).toEqual([20, 20, 5]);
  });

  it('flushes at once when the page is hidden or left, and sends nothing when nothing waits', () => {
    const { batches, queue } = recordingQueue();
    flushOnPageExit(queue);
    queue.add({ name: 'remote-staff', version: '1', kind: 'LOAD' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(batches).toHaveLength(1);
    queue.add({ name: 'remote-public', version: '1', kind: 'LOAD' });
    window.dispatchEvent(new Event('pagehide'));
    expect(batches).toHaveLength(2);
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(REPORT_DELAY_MS);
    expect(batches).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });
});

describe('postReports', () => {
  it('posts the batch as JSON to /api/remotes/reports, kept alive for a page being left', () => {
    const fetchMock = jest.fn(async () => ({ status: 204 }) as Response);
    globalThis.fetch = fetchMock;
    postReports({ reports: [{ name: 'remote-staff', version: '1', kind: 'LOAD' }] });
    expect(fetchMock).toHaveBeenCalledWith('/api/remotes/reports', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reports: [{ name: 'remote-staff', version: '1', kind: 'LOAD' }] }),
    });
  });

  it('never throws, whether fetch rejects or throws at once', async () => {
    mockFetch(new Error('offline'));
    expect(() => postReports({ reports: [{ name: 'remote-staff', version: '1', kind: 'LOAD' }] })).not.toThrow();
    globalThis.fetch = () => {
      throw new TypeError('keepalive quota');
    };
    expect(() => postReports({ reports: [{ name: 'remote-staff', version: '1', kind: 'LOAD' }] })).not.toThrow();
    await Promise.resolve();
  });
});
