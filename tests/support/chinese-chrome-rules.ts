/**
 * What the en-US checks count as the product's own Chinese, one rule for the component level
 * (tests/component/support/chinese-chrome.ts) and the page walk (tests/e2e/support/chinese-chrome.ts).
 */

/** Chinese characters, and the punctuation only Chinese text uses (a list's 、, a full-width colon or comma). */
export const HAN = /[\p{Script=Han}、，：；。]/u;

/**
 * Data, left as entered: rows of a table, a record's values, chosen values, a picker's options, rich
 * text, charts, and whatever a page marks `data-entered` (the product's name, a process's name).
 */
export const DATA_SELECTOR = '[data-entered], tbody, .ant-descriptions-item-content, .ant-select-selection-item, .ant-select-content, .ant-select-item, .ant-cascader-menu, .ant-tree, .ant-list-item, [data-data], .ant-tag, .ant-timeline, .ant-steps, .ant-card-body li, .ant-statistic-content, .ql-editor, .tiptap, [contenteditable], .ant-avatar, svg, [data-testid="record-title"], [data-testid="visited-tabs"], canvas';
