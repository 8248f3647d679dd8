'use client';

import { Result } from 'antd';
import '@/components/providers/theme/antd-result.css';

/** antd's Result with its stylesheet, for LazyResult to load. */
export default Result;
