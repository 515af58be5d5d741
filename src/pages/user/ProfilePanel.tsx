import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Form, Image, Input, Typography, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import { Code, type Envelope } from '@/contract/basics';
import type { UpdateUserBody, User } from '@/contract/user';
import type { RootState } from '@/models/rootState';
import { showFieldErrors } from '@/utils/forms';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import styles from './index.less';
import { useT } from '@/hooks/useT';

/** The BFF checks the bytes too; this keeps the picker to what it accepts. */
const AVATAR_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Shown when the stored avatar cannot be loaded (e.g. the file was removed). */
const AVATAR_FALLBACK =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 112 112'><rect width='112' height='112' fill='%23eaf1ff'/><circle cx='56' cy='44' r='20' fill='%232f6fed'/><path d='M20 100c4-22 20-32 36-32s32 10 36 32' fill='%232f6fed'/></svg>";

/** Avatar (upload with crop, preview) and the nickname/bio form. */
export default function ProfilePanel({ user }: { user: User }) {
  const t = useT();
  const { message } = useFeedback();
  const [form] = Form.useForm<UpdateUserBody>();
  const dispatchEffect = useEffectDispatch();
  const effects = useSelector((state: RootState) => state.loading.effects);
  const saving = effects['user/update'] ?? false;
  const uploading = effects['user/updateAvatar'] ?? false;

  const save = async (values: UpdateUserBody) => {
    const res = await dispatchEffect<Envelope<User>>('user/update', {
      nickname: values.nickname?.trim(),
      bio: values.bio ?? '',
    });
    if (res.code === Code.OK) void message.success(t('profile.saved'));
    else showFieldErrors(form, res);
  };

  const uploadAvatar = async (file: File) => {
    const res = await dispatchEffect<Envelope<unknown>>('user/updateAvatar', file);
    if (res.code === Code.OK) void message.success(t('profile.avatar.saved'));
  };

  return (
    <div className={styles.profile}>
      <div className={styles.avatarBlock}>
        {user.avatar ? (
          <Image
            src={user.avatar}
            alt={t('profile.avatar.alt')}
            width={112}
            height={112}
            className={styles.avatarImage}
            data-testid="avatar-image"
            fallback={AVATAR_FALLBACK}
            preview={{ mask: t('profile.avatar.preview') }}
          />
        ) : (
          <Avatar size={112} icon={<UserOutlined />} className={styles.avatarEmpty} />
        )}
        <ImgCrop
          cropShape="round"
          showGrid
          rotationSlider
          modalTitle={t('profile.avatar.cropTitle')}
          modalOk={t('profile.avatar.cropOk')}
          modalCancel={t('profile.avatar.cropCancel')}
          beforeCrop={(file) => {
            if (file.size > AVATAR_MAX_BYTES) {
              void message.error(t('profile.avatar.tooLarge', { size: 2 }));
              return false;
            }
            return true;
          }}
        >
          <Upload
            accept={AVATAR_TYPES}
            showUploadList={false}
            data-testid="avatar-input"
            customRequest={({ file }) => void uploadAvatar(file as File)}
          >
            <Button icon={<CameraOutlined />} loading={uploading}>
              {t('profile.avatar.change')}
            </Button>
          </Upload>
        </ImgCrop>
        <Typography.Text type="secondary" className={styles.avatarHint}>
          {t('profile.avatar.hint')}
        </Typography.Text>
      </div>
      <Form
        name="profile"
        form={form}
        layout="vertical"
        className={styles.profileForm}
        initialValues={{ nickname: user.nickname, bio: user.bio }}
        onFinish={save}
        requiredMark={false}
      >
        <Form.Item label={t('form.email')}>
          <Input value={user.email} disabled aria-label={t('form.email')} />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('profile.nickname')}
          rules={[
            { required: true, whitespace: true, message: t('profile.nickname.required') },
            { max: 32, message: t('profile.nickname.max') },
          ]}
        >
          <Input maxLength={32} autoComplete="nickname" />
        </Form.Item>
        <Form.Item
          name="bio"
          label={t('profile.bio')}
          rules={[{ max: 500, message: t('profile.bio.max') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder={t('profile.bio.placeholder')}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="profile-save">
          {t('profile.save')}
        </Button>
      </Form>
    </div>
  );
}
