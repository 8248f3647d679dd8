import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageRange } from '@/components/entity/list/paging';

export { DEFAULT_PAGE_SIZE };

/** spec-1 §9: page size 10, options up to 200, total as '{from}-{to} 共{n}条'. */
export function pagination(
  pageNo: number,
  pageSize: number,
  total: number,
  totalText: (values: { from: number; to: number; total: number }) => string,
  onChange: (pageNo: number, pageSize: number) => void,
) {
  return {
    current: pageNo,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count: number) => totalText({ ...pageRange(pageNo, pageSize, count), total: count }),
    onChange: (page: number, size: number) => onChange(size !== pageSize ? 1 : page, size),
  };
}
