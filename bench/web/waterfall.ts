import type { PageMeasure } from './measure-page';

const pad = (value: string | number, width: number) => String(value).padStart(width);

/**
 * One load's requests in order: sent, first byte and last byte (ms from the navigation), compressed
 * size with headers, encoding, path. Shows which downloads wait for another one (a request chain).
 */
export function printWaterfall(title: string, measure: PageMeasure): void {
  console.log(`\n${title} — LCP ${measure.lcpMs ?? 'n/a'} ms, titre ${measure.headingMs ?? 'n/a'} ms, app ${measure.appMs ?? 'n/a'} ms`);
  console.log(`${pad('envoi', 6)} ${pad('1er o.', 6)} ${pad('fin', 6)} ${pad('KB', 7)}  enc  chemin`);
  for (const record of measure.records) {
    const path = new URL(record.url).pathname.replace(/_virtual_mf[^/]*?__(\w+?)__.*?(-[\w-]{8}\.js)$/, '…$1…$2');
    console.log(
      `${pad(record.startMs, 6)} ${pad(record.responseMs ?? '-', 6)} ${pad(record.endMs ?? '-', 6)} ${pad((record.encodedBytes / 1024).toFixed(1), 7)}  ${(record.encoding ?? '-').padEnd(4)} ${path}`,
    );
  }
}
