import Exception from '@/components/Exception';

export default function Page404() {
  return <Exception status={404} />;
}
