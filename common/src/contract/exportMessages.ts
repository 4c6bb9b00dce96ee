/** The texts of exports and of reading a sheet back (the Excel sample page) the server answers with, spread into `MESSAGES`. */
export const EXPORT_MESSAGES = {
  fileNameRule: {
    zh: '不能包含 \\ / : * ? " < > | 等字符',
    en: 'must not contain \\ / : * ? " < > | or the like',
  },
  sheetFileType: {
    zh: '只能上传 .xlsx、.xls 或 .csv 文件',
    en: 'Only .xlsx, .xls or .csv files can be uploaded',
  },
  sheetOldXls: {
    zh: '无法读取旧版 .xls 文件，请另存为 .xlsx 或 .csv 后重试',
    en: 'An old-style .xls file cannot be read; save it as .xlsx or .csv and retry',
  },
  sheetNoFile: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
} as const;
