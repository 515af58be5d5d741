import Exception from '@/components/Exception';

export default function Page500() {
  return <Exception status={500} />;
}
