// Printing an approval: 500 A4 PDFs of a request with a 50-line detail table and an 8-step path
// (a signature image on every other step), one after another as requests come in; prints the
// time per PDF (median, p95, max) and the process's resident memory before, at most and after.
// The target is at most 1 s per PDF. What is measured is the layout and the PDF (font subset,
// QR code, hash); the reads of a request before it are a few indexed selects.
// Usage: npx tsx bench/approval-pdf.ts   (BENCH_PDFS to change the count; BENCH_SAMPLE=<file> keeps the last PDF)
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadPdfFont } from '../lib/backend/print/pdf-font';
import type { PathLine, PrintDocument } from '../lib/backend/print/print-document';
import { renderPdf } from '../lib/backend/print/render-pdf';
import { newVerifyCode } from '../lib/backend/print/verify-code';
import { bandedPng } from '../lib/backend/seed/demo-files';

const COUNT = Number(process.env.BENCH_PDFS ?? 500);
const LINES = 50;
const STEPS = 8;
const SIGNATURE = bandedPng(120, 40, ['1f2328', 'ffffff', '1f2328']);
const STEP_NAMES = ['部门负责人审批', '财务初审', '财务经理审批', '法务审查', '分管副总审批', '总经理审批', '出纳复核', '归档'];
const APPROVERS = ['张伟', '王芳', '刘洋', '陈静', '赵磊', '孙丽', '周强', '吴敏'];

function document(code: string): PrintDocument {
  const path: PathLine[] = [
    { step: '发起', approver: '李娜', decision: '发起', time: '2026-11-20 09:12:03', comment: '' },
    ...Array.from({ length: STEPS }, (_, i) => ({
      step: STEP_NAMES[i]!, approver: APPROVERS[i]!, decision: '通过', time: `2026-11-2${i % 7} 1${i}:05:00`,
      comment: i % 3 === 0 ? '金额与合同一致，预算内，同意。请财务按合同约定的节点付款，并留存发票复印件。' : '同意',
      ...(i % 2 === 0 ? { signature: SIGNATURE } : {}),
    })),
  ];
  return {
    title: '费用报销',
    facts: [
      { label: '标题', value: '费用报销：华东区客户季度拜访差旅' }, { label: '编号', value: 'BX-2026-11-0042' },
      { label: '申请人', value: '李娜' }, { label: '部门', value: '华东销售部' },
      { label: '发起时间', value: '2026-11-20 09:12:03' }, { label: '状态', value: '已通过' },
    ],
    sections: [
      { kind: 'fields', title: '申请内容', rows: [{ label: '报销事由', value: '华东区客户季度拜访（上海、杭州、南京、苏州）' }, { label: '报销类别', value: '差旅' }, { label: '合计金额', value: '36,480' }] },
      {
        kind: 'table', title: '费用明细',
        columns: [{ title: '序号', weight: 0.6, align: 'center' }, { title: '日期', weight: 1.4 }, { title: '项目', weight: 3 }, { title: '金额（元）', weight: 1.4, align: 'right' }],
        rows: Array.from({ length: LINES }, (_, i) => [String(i + 1), `2026-11-${String((i % 28) + 1).padStart(2, '0')}`, i % 2 ? `高铁 上海—杭州 第${i + 1}程` : `酒店住宿 第${i + 1}晚（含早餐）`, (700 + (i % 5) * 10).toFixed(2)]),
        totals: ['', '', '合计', '36480.00'],
        totalInWords: '大写：人民币叁万陆仟肆佰捌拾元整',
      },
      {
        kind: 'path', title: '审批记录',
        headings: { step: '步骤', approver: '审批人', decision: '结果', time: '时间', comment: '意见', signature: '签名' },
        lines: path,
      },
    ],
    footer: { pageText: '第 {page} / {pages} 页', printedText: '打印人：李娜　打印时间：2026-11-27 10:00:00', codeText: `验证码：${code}　扫描右侧二维码或访问 https://crm.example.com/verify 核验真伪`, verifyUrl: `https://crm.example.com/verify/${code}` },
    author: '李娜', subject: '费用报销', creationDate: new Date(),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main() {
  const rssBefore = process.memoryUsage().rss;
  const font = await loadPdfFont();
  const times: number[] = [];
  let peak = 0;
  let last: Buffer | null = null;
  for (let i = 0; i < COUNT; i += 1) {
    const started = performance.now();
    const pdf = await renderPdf(document(newVerifyCode()), font);
    createHash('sha256').update(pdf).digest('hex');
    times.push(performance.now() - started);
    peak = Math.max(peak, process.memoryUsage().rss);
    last = pdf;
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${COUNT} PDFs of ${LINES} detail lines and ${STEPS} steps, ${last!.byteLength} bytes each`);
  console.log(`per PDF: median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms (target ≤ 1000 ms)`);
  console.log(`RSS: before ${mb(rssBefore)}, at most ${mb(peak)}, after ${mb(process.memoryUsage().rss)}`);
  if (process.env.BENCH_SAMPLE) writeFileSync(process.env.BENCH_SAMPLE, last!);
}

void main();
