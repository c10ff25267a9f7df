/**
 * Sentry in the browser (decision 032) and consent (decision 049): Sentry starts without session replay; the replay
 * integration is added only by setReplay(true), after consent, and stopped by setReplay(false).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => {
  const replay = {
    name: 'Replay',
    stop: vi.fn(async () => {}),
    startBuffering: vi.fn(),
    getReplayId: vi.fn(),
  };
  return {
    replay,
    init: vi.fn(),
    addEventProcessor: vi.fn(),
    captureException: vi.fn(),
    addIntegration: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => replay),
  };
});
vi.mock('@sentry/react', () => sentry);

beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

describe('startSentry and setReplay', () => {
  it('starts Sentry without the replay integration', async () => {
    const { startSentry } = await import('./sentry-client');
    startSentry('https://key@o0.ingest.sentry.io/1', () => '/');
    const options = sentry.init.mock.calls[0]?.[0] as { integrations: Array<{ name: string }> };
    expect(options.integrations.map((i) => i.name)).toEqual(['BrowserTracing']);
    expect(sentry.replayIntegration).not.toHaveBeenCalled();
    expect(sentry.addIntegration).not.toHaveBeenCalled();
  });

  it('adds replay, masked, once allowed; stops it when withdrawn; adds it only once', async () => {
    const { startSentry, setReplay } = await import('./sentry-client');
    startSentry('https://key@o0.ingest.sentry.io/1', () => '/');
    setReplay(false);
    expect(sentry.addIntegration).not.toHaveBeenCalled();
    setReplay(true);
    expect(sentry.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    );
    expect(sentry.addIntegration).toHaveBeenCalledWith(sentry.replay);
    setReplay(false);
    expect(sentry.replay.stop).toHaveBeenCalled();
    setReplay(true);
    expect(sentry.addIntegration).toHaveBeenCalledTimes(1);
    expect(sentry.replay.startBuffering).toHaveBeenCalled();
  });
});
