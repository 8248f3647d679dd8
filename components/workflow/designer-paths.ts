/** Where the simple designer lives, and the address that opens one model in it. */
export const SIMPLE_DESIGNER_PATH = '/workflow/simple-designer';

export const simpleDesignerHref = (modelKey: string) => `${SIMPLE_DESIGNER_PATH}?key=${encodeURIComponent(modelKey)}`;
