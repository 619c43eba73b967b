/**
 * The list of files a form uploads, shared by the shop pictures (§3) and an ask line's pictures and videos: one
 * tile per file (a preview the feature draws, a progress bar while it uploads, the failure under it, the feature's
 * tool buttons) and the picker at the end (click, or drop files on it). The page screens and uploads what is picked
 * (`onPick`); the feature decides what a tile shows and which buttons reorder or remove. Looks (sizes, badge
 * colours) come from the feature's class on the list; upload-list.css holds what both share.
 */
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Progress } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import './upload-list.css';

export type TUploadListItem = {
  uid: string;
  name: string;
  /** The stored file, or a local preview while it uploads. */
  url?: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  error?: string;
};

type TProps<T extends TUploadListItem> = {
  items: T[];
  /** The feature's class on the list (its tile sizes and colours). */
  className: string;
  testId?: string;
  tileTestId: string;
  /** The file input's accept list and test id. */
  accept: string;
  inputTestId: string;
  /** The picker button's id (a Form.Item label points at it) and texts. */
  pickerId?: string;
  pickerText: string;
  pickerLabel?: string;
  onPick: (files: File[]) => void;
  uploadingLabel: (percent: number) => string;
  failedText: string;
  /** Inside the preview box: the picture or video and any badges. */
  renderPreview: (item: T, index: number) => ReactNode;
  renderTools: (item: T, index: number) => ReactNode;
};

export function UploadList<T extends TUploadListItem>(props: TProps<T>) {
  const { items, onPick } = props;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    const files = Array.from(e.dataTransfer.files);
    if (files.length) onPick(files);
  };

  return (
    <ul className={`sb-upload-list ${props.className}`} data-testid={props.testId}>
      {items.map((item, i) => (
        <li key={item.uid} className={`sb-upload-tile is-${item.status}`} data-testid={props.tileTestId} data-status={item.status}>
          <div className="sb-upload-preview">{props.renderPreview(item, i)}</div>
          {item.status === 'uploading' && <Progress percent={item.percent} size="small" status="active" aria-label={props.uploadingLabel(item.percent)} />}
          {item.status === 'error' && (
            <p className="sb-upload-error" role="alert">
              {item.error ?? props.failedText}
            </p>
          )}
          <div className="sb-upload-tools">{props.renderTools(item, i)}</div>
        </li>
      ))}
      <li>
        <button
          id={props.pickerId}
          type="button"
          className={`sb-upload-add${dragging ? ' is-dragging' : ''}`}
          onClick={() => input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          title={props.pickerLabel}
        >
          <PlusOutlined />
          <span>{props.pickerText}</span>
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={props.accept}
          hidden
          data-testid={props.inputTestId}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (files.length) onPick(files);
          }}
        />
      </li>
    </ul>
  );
}
