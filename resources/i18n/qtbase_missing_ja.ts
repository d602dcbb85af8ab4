<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Qt's own strings that the qtbase_ja.qm shipped with PySide6 lacks: Qt 6 gave the
     non-native file dialog's labels mnemonics ("&Look in:", "Files of &type:"), and the
     Japanese catalog still has only the old "Look in:" and "Files of type:". Installed
     after qtbase_ja (ui/widgets/i18n.py); compiled by rebuild.py. -->
<TS version="2.1" language="ja">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ファイルの場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
</TS>
