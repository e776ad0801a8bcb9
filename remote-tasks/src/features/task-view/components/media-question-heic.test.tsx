import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { answerMock } from '../../../testing/answer-mock';
import { FakeXhr, installFakeXhr } from '../../../testing/fake-xhr';
import { mediaQuestion, openTask, taskMock } from '../../../testing/task-fixtures';
import { convertHeic } from '../lib/heic/convert-heic';
import { TaskViewPage } from './task-view-page';

// The converter's worker needs a browser (libheif in WebAssembly, OffscreenCanvas): here it is
// replaced, so the test is about what the page does around it. decode-heic.test.ts decodes a real HEIC.
jest.mock('../lib/heic/convert-heic');
const convert = jest.mocked(convertHeic);

const HEIC = new File([new Uint8Array([0, 0, 0, 0x1c, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0])], 'IMG_0042.HEIC', { type: 'image/heic' });
const JPEG = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG_0042.jpg', { type: 'image/jpeg' });

beforeEach(() => sessionStore.getState().login('tok-7', patrolMember));
afterEach(() => sessionStore.getState().logout());
installFakeXhr();

it('converts a HEIC photo to JPEG, saying so meanwhile, and uploads the JPEG', async () => {
  let finish: (jpeg: File) => void = () => undefined;
  convert.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const { mock, requests } = answerMock({ id: 'a-media', uploadUrl: '/api/media/upload/q-media-1?sig=xyz' });
  const view = renderRoute('/battles/tasks/t1', 'battles/tasks/:id', <TaskViewPage />, [taskMock(openTask([mediaQuestion(1)])), mock]);
  const input = await waitFor(() => {
    const element = view.container.querySelector<HTMLInputElement>('input[type=file]');
    if (!element) throw new Error('no file input yet');
    return element;
  });

  await userEvent.setup().upload(input, HEIC);
  expect(await screen.findByText(messages.task.converting)).toBeTruthy();
  expect(convert).toHaveBeenCalledWith(HEIC);
  expect(requests).toEqual([]);

  act(() => finish(JPEG));
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  expect(requests).toEqual([{ questionID: 'q-media-1', mediaAnswer: { mimeType: 'image/jpeg' } }]);
  expect([FakeXhr.last!.headers['Content-Type'], FakeXhr.last!.body]).toEqual(['image/jpeg', JPEG]);
  expect(screen.queryByText(messages.task.converting)).toBeNull();
});
