import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { GetOwnGalleryItemsDocument, RequestGalleryTakedownDocument } from '@usb/schema/graphql';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { answerMock } from '../../../testing/answer-mock';
import { FakeXhr, installFakeXhr } from '../../../testing/fake-xhr';
import { noPatrolQuestions } from '../../../testing/patrol-question-fixtures';
import { mediaQuestion, openTask, taskMock } from '../../../testing/task-fixtures';
import { MEDIA_FRAME_HEIGHT } from './media-preview';
import { TaskViewPage } from './task-view-page';

const bytes = (...values: Array<number | string>): Uint8Array =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const PDF = bytes('%PDF-1.7\n%âãÏÓ');
const MP4 = bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0);
const HEIC = bytes(0, 0, 0, 0x1c, 'ftypheic', 0, 0, 0, 0);
const file = (content: Uint8Array, name: string, type: string) => new File([content as BlobPart], name, { type });

const mediaAnswer = (questionID: string, mimeType = 'image/png') => ({
  __typename: 'MediaAnswer' as const,
  id: 'a-media',
  questionID,
  answerReceived: '2025-11-13T18:50:00Z',
  points: null,
  mimeType,
  downloadUrl: `/api/media/download/${questionID}?sig=abc`,
});

/** The api's answer to GetOwnGalleryItems for task t1. */
const ownItems = (items: { id: string; answerID: string; caption: string }[]) => ({
  request: { query: GetOwnGalleryItemsDocument, variables: { battleTaskID: 't1' } },
  result: { data: { gallery: { __typename: 'GalleryQuery', getOwnByTaskID: items.map((item) => ({ __typename: 'OwnGalleryItem', ...item })) } } },
});

function render(mocks: NonNullable<Parameters<typeof renderRoute>[3]>) {
  const view = renderRoute('/battles/tasks/t1', 'battles/tasks/:id', <TaskViewPage />, [...mocks, ...noPatrolQuestions]);
  const input = async () => {
    await screen.findByRole('heading', { name: 'Bål & brand' });
    // The questions load after the task is shown (their own chunk).
    return waitFor(() => {
      const element = view.container.querySelector<HTMLInputElement>('input[type=file]');
      if (!element) throw new Error('no file input yet');
      return element;
    });
  };
  return { input, container: view.container };
}

// A user may pick "all files" in the file dialog; the page itself must refuse what is wrong.
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => sessionStore.getState().login('tok-7', patrolMember));
afterEach(() => sessionStore.getState().logout());
installFakeXhr();

describe('the media question', () => {
  it('refuses a PDF renamed to .jpg, whatever its name says, and asks the api for nothing', async () => {
    const { mock, requests } = answerMock();
    const { input } = render([taskMock(openTask([mediaQuestion(1)])), mock]);
    await user().upload(await input(), file(PDF, 'billede.jpg', 'image/jpeg'));
    expect(await screen.findByText(messages.task.fileTypeRefused)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('refuses an image on a video question, whose area asks for a video', async () => {
    const { mock, requests } = answerMock();
    const { input } = render([taskMock(openTask([mediaQuestion(2)])), mock]);
    expect(screen.queryByText(messages.taskView.firstImage)).toBeNull();
    await user().upload(await input(), file(PNG, 'a.png', 'image/png'));
    expect(await screen.findByText(messages.task.imageNotAllowed)).toBeTruthy();
    expect(screen.getByText(messages.taskView.firstVideo)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('refuses a video on an image question', async () => {
    const { mock } = answerMock();
    const { input } = render([taskMock(openTask([mediaQuestion(1)])), mock]);
    await user().upload(await input(), file(MP4, 'film.mp4', 'video/mp4'));
    expect(await screen.findByText(messages.task.videoNotAllowed)).toBeTruthy();
  });

  it('refuses several files chosen at once, uploading none of them', async () => {
    const { mock, requests } = answerMock();
    const { input } = render([taskMock(openTask([mediaQuestion(1)])), mock]);
    await user().upload(await input(), [file(PNG, 'a.png', 'image/png'), file(PNG, 'b.png', 'image/png')]);
    expect(await screen.findByText(messages.task.oneFileOnly)).toBeTruthy();
    expect([requests, FakeXhr.last]).toEqual([[], null]);
  });

  it('says so and uploads nothing when a HEIC photo cannot be converted (no worker in jsdom)', async () => {
    const { mock, requests } = answerMock();
    const { input } = render([taskMock(openTask([mediaQuestion(1)])), mock]);
    await user().upload(await input(), file(HEIC, 'IMG_0042.HEIC', 'image/heic'));
    expect(await screen.findByText(messages.task.conversionFailure)).toBeTruthy();
    expect([requests, FakeXhr.last]).toEqual([[], null]);
  });

  it('uploads an image with its detected type and an Uploader progress bar, then shows it', async () => {
    const { mock, requests } = answerMock({ id: 'a-media', uploadUrl: '/api/media/upload/q-media-1?sig=xyz' });
    const answered = openTask([mediaQuestion(1)], [mediaAnswer('q-media-1')]);
    const { input } = render([taskMock(openTask([mediaQuestion(1)])), mock, taskMock(answered), ownItems([])]);
    expect(await screen.findByText(messages.taskView.firstImage)).toBeTruthy();

    // A photo from a phone without a type (as some browsers give it): the bytes decide.
    await user().upload(await input(), file(PNG, 'IMG_1.png', ''));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(requests).toEqual([{ questionID: 'q-media-1', mediaAnswer: { mimeType: 'image/png' } }]);
    expect([xhr.method, xhr.url, xhr.headers['Content-Type']]).toEqual(['PUT', '/api/media/upload/q-media-1?sig=xyz', 'image/png']);

    act(() => xhr.progress(40, 100));
    expect(await screen.findByText(messages.task.uploading)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    act(() => xhr.respond(200));

    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'Jeres besvarelse af Tag et billede' });
    expect(image.getAttribute('src')).toBe('/api/media/download/q-media-1?sig=abc');
    // The frame keeps one height while the image loads and after, so nothing below it moves.
    const frame = screen.getByTestId('media-frame');
    expect([frame.style.height, frame.querySelector('.ant-spin') !== null]).toEqual([`${MEDIA_FRAME_HEIGHT}px`, true]);
    fireEvent.load(image);
    expect([frame.style.height, frame.querySelector('.ant-spin') !== null]).toEqual([`${MEDIA_FRAME_HEIGHT}px`, false]);
    expect(screen.getByText(messages.taskView.newImage)).toBeTruthy();
    expect(screen.queryByText(messages.task.uploading)).toBeNull();
  });

  it('shows the upload error when the upload fails', async () => {
    const { mock } = answerMock({ id: 'a-media', uploadUrl: '/api/media/upload/q?sig=old' });
    const { input } = render([taskMock(openTask([mediaQuestion(1)])), mock]);
    await user().upload(await input(), file(PNG, 'a.png', 'image/png'));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.respond(403));
    expect(await screen.findByText(messages.task.uploadFailure)).toBeTruthy();
  });

  it('read-only: no upload area, and the not-found text when there is no image', async () => {
    const { container } = render([taskMock(openTask([mediaQuestion(1)], null, { answerable: false }))]);
    expect(await screen.findByText(messages.task.imageNotFound)).toBeTruthy();
    expect(container.querySelector('input[type=file]')).toBeNull();
  });

  it('says when the staff put the answer in the gallery, and takes it down when the patrol asks', async () => {
    const takedowns: string[] = [];
    const takedown = {
      request: { query: RequestGalleryTakedownDocument, variables: { itemID: 'g7' } },
      result: () => {
        takedowns.push('g7');
        return { data: { gallery: { __typename: 'GalleryMutation', requestTakedown: true } } };
      },
    };
    const answered = openTask([mediaQuestion(1)], [mediaAnswer('q-media-1')], { answerable: false });
    render([taskMock(answered), ownItems([{ id: 'g7', answerID: 'a-media', caption: 'Bålet brænder' }]), takedown, ownItems([])]);
    expect(await screen.findByText(messages.gallery.inGallery)).toBeTruthy();
    expect(screen.getByText('Billedtekst: Bålet brænder')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: messages.gallery.takedown }));
    await user().click(await screen.findByRole('button', { name: messages.gallery.takedownYes }));
    await waitFor(() => expect(screen.queryByText(messages.gallery.inGallery)).toBeNull());
    expect(takedowns).toEqual(['g7']);
  });
});
