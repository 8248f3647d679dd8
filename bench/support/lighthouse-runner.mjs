// Runs Lighthouse on each URL given and prints the reports as one JSON array.
// Plain Node on purpose: Lighthouse sends its own functions to the page as source text, and a
// TypeScript runner rewrites them with helpers that do not exist there.
// Usage: node bench/support/lighthouse-runner.mjs '{"chromePath":…,"chromeFlags":[…],"categories":[…],"extraHeaders":{…}}' URL…
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [settingsJson, ...urls] = process.argv.slice(2);
const { chromePath, chromeFlags, categories, extraHeaders } = JSON.parse(settingsJson);

const chrome = await launch({ chromePath, chromeFlags, logLevel: 'error' });
try {
  const reports = [];
  for (const url of urls) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, extraHeaders });
    if (!result) throw new Error(`no result for ${url}`);
    reports.push(result.lhr);
  }
  process.stdout.write(JSON.stringify(reports));
} finally {
  chrome.kill();
}
