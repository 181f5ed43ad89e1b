import { configure } from '@testing-library/react';

// findBy and waitFor give up after 1 s by default: on a loaded 2-core machine a first render with
// its network answers can take longer. Passing tests do not wait any longer for it.
configure({ asyncUtilTimeout: 5000 });

// Node's fetch (which MSW intercepts) needs absolute URLs; the site's api slice asks for paths, as a
// page does. Resolve them against the test document's address, as the browser would.
const NativeRequest = globalThis.Request;
globalThis.Request = class extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
} as typeof Request;

// jsdom has <dialog> but not its modal methods; the design system's Modal opens with showModal().
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// jest-fixed-jsdom gives Node's FormData (what fetch needs), which cannot read a jsdom <form>:
// read the form's fields as a browser does.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const element of Array.from(form?.elements ?? []) as HTMLInputElement[]) {
      const unchecked =
        (element.type === 'checkbox' || element.type === 'radio') && !element.checked;
      if (element.name && !element.disabled && !unchecked) this.append(element.name, element.value);
    }
  }
} as typeof FormData;
