import Exception from '@/components/Exception';

export default function Page403() {
  return <Exception status={403} />;
}
