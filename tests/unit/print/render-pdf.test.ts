import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPdfFont } from '@/lib/backend/print/pdf-font';
import type { PrintDocument, TableSection } from '@/lib/backend/print/print-document';
import { columnWidths, renderPdf } from '@/lib/backend/print/render-pdf';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { pdfText } from '../../support/pdf-text';

/** A document made by hand, as a designed form's detail table would hand it over, laid out and read back with poppler. */

const dir = mkdtempSync(join(tmpdir(), 'print-'));
const layoutText = (bytes: Buffer) => pdfText(bytes, { layout: true });
const pdfInfo = (bytes: Buffer, name: string) => {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return { info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }), fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }) };
};

function detailTable(lines: number): TableSection {
  return {
    kind: 'table',
    title: '费用明细',
    columns: [{ title: '序号', weight: 0.6, align: 'center' }, { title: '项目', weight: 3 }, { title: '数量', align: 'right' }, { title: '金额（元）', weight: 1.4, align: 'right' }],
    rows: Array.from({ length: lines }, (_, i) => [String(i + 1), `差旅住宿第${i + 1}晚`, '1', '480.00']),
    totals: ['', '合计', String(lines), (lines * 480).toFixed(2)],
    totalInWords: '大写：人民币贰万肆仟元整',
  };
}

function document(lines: number, signature?: Uint8Array): PrintDocument {
  return {
    title: '费用报销',
    facts: [{ label: '标题', value: '费用报销：华东客户拜访' }, { label: '编号', value: 'BX-20261127-001' }, { label: '申请人', value: '李娜' }],
    sections: [
      { kind: 'fields', title: '申请内容', rows: [{ label: '报销事由', value: '拜访华东区客户' }, { label: '金额', value: '24,000' }] },
      detailTable(lines),
      {
        kind: 'path', title: '审批记录',
        headings: { step: '步骤', approver: '审批人', decision: '结果', time: '时间', comment: '意见', signature: '签名' },
        lines: [
          { step: '发起', approver: '李娜', decision: '发起', time: '2026-11-27 09:00:00', comment: '' },
          { step: '部门负责人审批', approver: '张伟', decision: '通过', time: '2026-11-27 10:00:00', comment: '同意', ...(signature ? { signature } : {}) },
        ],
      },
    ],
    footer: { pageText: '第 {page} / {pages} 页', printedText: '打印人：王芳  2026-11-27 11:00:00', codeText: '验证码：ACD34679E', verifyUrl: 'http://localhost:3000/verify/ACD34679E' },
    author: '测试', subject: '费用报销', creationDate: new Date('2026-11-27T03:00:00Z'),
  };
}

describe('the PDF of a print document', () => {
  it('prints the header, the form, a detail table with its totals and amount in words, the path and the footer, the font as a subset', async () => {
    const bytes = await renderPdf(document(3), await loadPdfFont());
    const text = layoutText(bytes);
    for (const expected of ['费用报销', 'BX-20261127-001', '李娜', '报销事由', '费用明细', '差旅住宿第3晚', '合计', '1440.00', '大写：人民币贰万肆仟元整', '审批记录', '张伟', '通过', '第1/1页', '打印人：王芳', 'ACD34679E']) {
      expect(text).toContain(expected);
    }
    const { info, fonts } = pdfInfo(bytes, 'short.pdf');
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    // A subset's name carries a six-letter tag before the face's PostScript name.
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
  });

  it('breaks a long table over pages, repeating its column titles, and numbers every page', async () => {
    const text = layoutText(await renderPdf(document(80), await loadPdfFont()));
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`第${i + 1}/${pages.length}页`));
    expect(pages[1]).toContain('金额（元）');
    expect(text).toContain('差旅住宿第80晚');
    expect(text).toContain('38400.00');
  });

  it('draws a signature image on its path line', async () => {
    const signature = bandedPng(60, 20, ['1f2328', 'ffffff']);
    const bytes = await renderPdf(document(1, signature), await loadPdfFont());
    const file = join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    expect(images).toMatch(/\n\s+1\s+\d+\s+image\s+60\s+20\s/);
    expect(layoutText(bytes)).toContain('签名');
    const unsigned = join(dir, 'unsigned.pdf');
    writeFileSync(unsigned, await renderPdf(document(1), await loadPdfFont()));
    expect(execFileSync('pdfimages', ['-list', unsigned], { encoding: 'utf8' })).not.toMatch(/image/);
  });

  it('shares the width between columns by their weights', () => {
    expect(columnWidths([1, 3], 400)).toEqual([100, 300]);
  });
});
