import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '@/components/entity/fields/upload-input';
import { refuse, sentCalls } from '../support/answers';
import { openEntityForm } from '../support/entity-form';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** An image field (a user's avatar) in the generic form: what it refuses, and a failed upload. */
describe('an image field', () => {
  it('refuses a file that is not an image, says so, and keeps nothing', async () => {
    const { form } = await openEntityForm('user');
    const input = form.querySelector<HTMLInputElement>('.ant-upload input[type=file]')!;
    // Past the input's own filter (accept="image/*"), as a file chosen with "all files" or dropped is.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(form.querySelectorAll('.ant-upload-list-item')).toHaveLength(0);
    expect(sentCalls(UPLOAD_PATH)).toHaveLength(0);
  });

  it('names a failed upload (the platform answers a non-zero code) and shows it failed, not uploaded', async () => {
    const { form, user } = await openEntityForm('user');
    refuse(UPLOAD_PATH, 500, 'storage full');
    const input = form.querySelector<HTMLInputElement>('.ant-upload input[type=file]')!;
    await user.upload(input, new File([PNG], 'face.png', { type: 'image/png' }));
    expect(await screen.findByText('face.png 上传失败。')).toBeTruthy();
    await waitFor(() => expect(form.querySelectorAll('.ant-upload-list-item-error')).toHaveLength(1));
    expect(sentCalls(UPLOAD_PATH)).toHaveLength(1);
  });
});
