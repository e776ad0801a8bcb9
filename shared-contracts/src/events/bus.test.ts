import { emit, on } from './index';

describe('event bus', () => {
  it('delivers an event with its detail to every subscriber until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = on('alert', first);
    const offSecond = on('alert', second);
    emit('alert', { type: 'error', message: 'Der skete en fejl, prøv igen.', dismissible: true, timeout: 10_000 });
    expect(first).toHaveBeenCalledWith({ type: 'error', message: 'Der skete en fejl, prøv igen.', dismissible: true, timeout: 10_000 });
    expect(second).toHaveBeenCalledTimes(1);
    offFirst();
    emit('alert', { type: 'info', message: 'Gemmer...', dismissible: false });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    offSecond();
  });

  it('keeps event names apart', () => {
    const handler = jest.fn();
    const off = on('token-changed', handler);
    emit('participation-changed', { battleID: '3' });
    expect(handler).not.toHaveBeenCalled();
    emit('token-changed', { token: null });
    expect(handler).toHaveBeenCalledWith({ token: null });
    off();
  });

  it('travels as a window CustomEvent, so a bus of another version hears it', () => {
    const handler = jest.fn();
    const off = on('participation-changed', handler);
    window.dispatchEvent(new CustomEvent('usb:participation-changed', { detail: { battleID: '9' } }));
    expect(handler).toHaveBeenCalledWith({ battleID: '9' });
    off();
  });
});
