import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { Modal } from './modal';

// jsdom has no modal dialogs (the shared setup only sets `open`). The browser's part, as the HTML
// spec has it: showModal() keeps focus inside, makes the page behind inert and focuses the first
// focusable element in the dialog; close() returns focus to what had it before. The trap itself is
// the browser's; what Modal must do is open with showModal() and close() when it goes.
let openers: (Element | null)[] = [];
beforeEach(() => {
  openers = [];
  jest.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function showModal(
    this: HTMLDialogElement,
  ) {
    openers.push(document.activeElement);
    this.open = true;
    this.querySelector<HTMLElement>(
      'button, input, textarea, select, a[href], [tabindex]:not([tabindex="-1"])',
    )?.focus();
  });
  jest.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function close(
    this: HTMLDialogElement,
  ) {
    if (!this.open) return;
    this.open = false;
    (openers.pop() as HTMLElement | null)?.focus();
  });
});
afterEach(() => jest.restoreAllMocks());

/** A page with a button that opens a report dialog, as a page uses Modal. */
function Page({ dismissable = true }: { dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Report this review
      </button>
      {open && (
        <Modal
          title="Report this review"
          onDismiss={dismissable ? () => setOpen(false) : undefined}
        >
          <label>
            Why?
            <input />
          </label>
          <button type="button" onClick={() => setOpen(false)}>
            Send report
          </button>
        </Modal>
      )}
    </main>
  );
}

function renderPage(props: { dismissable?: boolean } = {}) {
  render(<Page {...props} />, {
    wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
  });
  return {
    user: userEvent.setup(),
    opener: screen.getByRole('button', { name: 'Report this review' }),
  };
}

const cancel = (dialog: HTMLElement) => {
  // What the browser sends a modal dialog on Escape.
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog, event);
  return event;
};

describe('Modal', () => {
  it('opens as a modal dialog (showModal: focus stays inside), named by its title', async () => {
    const { user, opener } = renderPage();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('focuses its content first (the Close button is last), and returns focus to the opener when it closes', async () => {
    const { user, opener } = renderPage();
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Why?' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Closed by its own content (a step done) as well.
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(document.activeElement).toBe(opener);
  });

  it('is dismissed by Escape, leaving the closing to its owner', async () => {
    const { user, opener } = renderPage();
    await user.click(opener);
    const event = cancel(screen.getByRole('dialog'));
    // The browser would close it at once; the owner unmounts it instead, so focus still returns.
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('is dismissed by a click outside (on the backdrop), not by a click on its content', async () => {
    const { user, opener } = renderPage();
    await user.click(opener);
    await user.click(screen.getByRole('heading', { name: 'Report this review' }));
    await user.click(screen.getByRole('textbox', { name: 'Why?' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // A click on the backdrop lands on the <dialog> itself.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed when it is a required step: no Close button, and Escape does nothing', async () => {
    const { user, opener } = renderPage({ dismissable: false });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(cancel(dialog).defaultPrevented).toBe(true);
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('locks page scroll while open (spec §4 "A modal locks page scroll while open"), and unlocks after the last one closes', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    );
    const { rerender, unmount } = render(
      <>
        <Modal title="Gallery">gallery</Modal>
        <Modal title="Report">report</Modal>
      </>,
      { wrapper },
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Modal title="Gallery">gallery</Modal>);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
