import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHeldSubmit } from './held-submit';

type Holder = Window & { __clubHeldSubmit?: HTMLFormElement };

function formOnPage(): { form: HTMLFormElement; submitted: ReturnType<typeof vi.fn> } {
  const form = document.createElement('form');
  const submitted = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submitted);
  document.body.append(form);
  return { form, submitted };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as Holder).__clubHeldSubmit;
});

describe('replayHeldSubmit', () => {
  it('sends the held form once, through its submit listeners, and forgets it', () => {
    const { form, submitted } = formOnPage();
    (window as Holder).__clubHeldSubmit = form;
    replayHeldSubmit();
    replayHeldSubmit();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect((window as Holder).__clubHeldSubmit).toBeUndefined();
  });

  it('sends nothing when no form was held, or when the held form left the page', () => {
    const { form, submitted } = formOnPage();
    replayHeldSubmit();
    form.remove();
    (window as Holder).__clubHeldSubmit = form;
    replayHeldSubmit();
    expect(submitted).not.toHaveBeenCalled();
  });
});
