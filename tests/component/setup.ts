import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAnswers } from './support/answers';

/**
 * What the DOM lacks and antd asks for: media queries (its grid and responsive parts watch the
 * width). A desktop that matches no query, as a wide window matches none of antd's max-widths.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  resetAnswers();
  document.body.innerHTML = '';
});

// The first render of a file loads the form's parts on demand; on two busy cores that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
