/**
 * The app's dialog: antd's Modal centred, without antd's footer (each dialog draws its own buttons), its content
 * dropped when it closes (a reopened dialog starts afresh), and §9's width — 500 px, or 80 % on small screens.
 */
import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { DIALOG_WIDTH_PX } from '@scrapbridge/domain/constants';

type TProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** False for a form that must not be lost by a click beside it. */
  maskClosable?: boolean;
  /** A staff form with a table inside (containers, a CSV preview): up to 820 px, 94 % on small screens. */
  wide?: boolean;
  children: ReactNode;
};

export function AppDialog({ open, onClose, title, maskClosable = true, wide = false, children }: TProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      centered
      maskClosable={maskClosable}
      width={wide ? 'min(820px, 94vw)' : { xs: '80%', sm: DIALOG_WIDTH_PX }}
      title={title}
    >
      {children}
    </Modal>
  );
}
