import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';

/** A cell of two lines: what the row is about, and a secondary line under it. */
export function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Space orientation="vertical" size={0}>
      {main}
      {sub !== undefined && sub !== null && <Typography.Text type="secondary">{sub}</Typography.Text>}
    </Space>
  );
}
