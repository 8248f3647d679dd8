import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: '首页 - 对照页',
  description: '没有组件库、翻译和数据库的 Next.js 页面，用来衡量公开站点首页的吞吐量。',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
