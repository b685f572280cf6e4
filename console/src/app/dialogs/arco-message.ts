import { Message } from '@arco-design/web-react';

export { Message };
