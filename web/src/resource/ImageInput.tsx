import { Button, Image, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Status, type Envelope } from '@adops/common/codes';
import { upload as send } from '../api/client';
import { failedText } from '../app/formRules';
import { useTranslation } from '../i18n';
import { imageFileProblem } from './imageFile';
import type { InputProps } from './inputs';
import type { ImageDef, UploadedImage } from './types';

const THUMB = 96;

/**
 * An image field: a file picked is checked, uploaded at once, and its id becomes the value; the thumbnail shows
 * what the value is (the last upload, else the record's own image). Without an upload endpoint the checked file
 * itself is the value, sent with the form. What refuses a file is said under it.
 * Test ids: `<testId>` around it all (its file input inside), `-thumb`, `-clear`, `-error`.
 */
export function ImageInput(props: InputProps & { image: ImageDef; currentUrl?: string | null }) {
  const { t } = useTranslation();
  const { value, onChange, disabled, testId, image } = props;
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picked = value instanceof File ? value : null;
  const pickedUrl = useFileUrl(picked);
  const url = !value
    ? null
    : picked
      ? pickedUrl
      : uploaded?.id === value
        ? uploaded.url
        : (props.currentUrl ?? null);

  const sending = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const answer = await send<Envelope<UploadedImage>>(image.upload!.url, form).catch(
        (failed: unknown) => failed as Envelope<UploadedImage> | null,
      );
      if (answer?.status !== Status.OK) throw new Error(answer?.desc || t('resource.uploadFailed'));
      return answer.data;
    },
    onSuccess: (stored) => {
      setUploaded(stored);
      setProblem(null);
      onChange?.(stored.id);
    },
    onError: (error) => setProblem(error.message),
  });

  const pick = (file: File) => {
    const failed = imageFileProblem(file, image);
    if (failed) setProblem(failedText(failed, t));
    else if (image.upload) sending.mutate(file);
    else {
      setProblem(null);
      onChange?.(file);
    }
    // The upload is ours, not antd's.
    return false;
  };

  return (
    <div data-testid={testId} id={props.id}>
      <Space align="start" wrap>
        {value ? (
          url ? (
            <Image
              src={url}
              width={THUMB}
              height={THUMB}
              style={{ objectFit: 'cover' }}
              data-testid={testId && `${testId}-thumb`}
            />
          ) : (
            <Typography.Text type="secondary" data-testid={testId && `${testId}-thumb`}>
              {picked ? picked.name : t('resource.imageNumber', { id: String(value) })}
            </Typography.Text>
          )
        ) : null}
        <Space orientation="vertical" size={4}>
          <Upload
            accept={image.types.join(',')}
            showUploadList={false}
            disabled={disabled}
            beforeUpload={pick}
          >
            <Button icon={<UploadOutlined />} loading={sending.isPending} disabled={disabled}>
              {t(value ? 'resource.imageReplace' : 'resource.imagePick')}
            </Button>
          </Upload>
          {value && !disabled ? (
            <Button
              size="small"
              type="link"
              danger
              icon={<DeleteOutlined />}
              data-testid={testId && `${testId}-clear`}
              onClick={() => onChange?.(null)}
            >
              {t('resource.imageClear')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {problem && (
        <Typography.Text type="danger" style={{ display: 'block' }} data-testid={testId && `${testId}-error`}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}

/** A picked file's address in this page while it is the value (a thumbnail of what is not sent yet). */
function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => {
      URL.revokeObjectURL(address);
      setUrl(null);
    };
  }, [file]);
  return url;
}
